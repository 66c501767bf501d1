"""Toy Garden: a tiny keyed card game that exists only to test the shared interaction layer of ui/.

Each player holds seed cards ("pea.01"...) and has three beds ("bed:<p>:<i>"). A seed is dragged (or
clicked, then its bed clicked) onto an empty bed of its owner; a "bean" may go into a bed two ways (deep
or shallow: one drop, two moves), the deck ("deck") is clicked to draw, and "pass" is a button move.
"""
