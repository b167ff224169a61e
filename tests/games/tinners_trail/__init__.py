"""Qt-free rules tests of Tinners' Trail."""
