"""Garden Sabotage!: plant to fulfil garden objectives while setting bad bugs on the other gardens."""
