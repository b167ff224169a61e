"""Qt board of Blood Rage: scene, items, panels and the controller's mixins."""
