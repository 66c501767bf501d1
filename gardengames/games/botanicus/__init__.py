"""Botanicus: move your Flower along the action area, walk your gardener and plant the finest garden."""
