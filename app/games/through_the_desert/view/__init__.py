"""Qt view of Through the Desert: the board scene, its items and the side panels."""
