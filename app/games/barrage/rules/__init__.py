"""Barrage rules, one module per mechanic (water, setup, income, scoring, ...)."""
