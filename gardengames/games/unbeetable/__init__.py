"""Unbeetable: grow, harvest and sabotage vegetable gardens through spring, summer and autumn until winter."""
