"""Tests of the Barrage data and rules layers."""
