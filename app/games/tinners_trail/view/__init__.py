"""Qt board of Tinners' Trail: scene, items, panels and screen."""
