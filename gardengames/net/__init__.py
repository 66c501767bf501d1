"""Play across laptops: one laptop hosts a game and runs its rules; the others join it over the network.

``protocol`` says what the laptops send each other (versioned JSON of the existing move and view data), ``host``
runs the authoritative game and serves each laptop only what its seats may see, ``client`` joins a host, and
``discovery`` finds games hosted on the local network (zeroconf).
"""
