"""Unsurmountable: a solitaire about building a 4-3-2-1 mountain of cards with a climbing path to the peak."""
