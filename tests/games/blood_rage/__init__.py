"""Qt-free rules tests of Blood Rage."""
