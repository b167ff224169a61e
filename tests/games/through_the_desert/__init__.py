"""Qt-free rules tests of Through the Desert."""
