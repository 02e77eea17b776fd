sudoku_add_stage(04 04-bitmask-mrv "stage 4: bitmasks and the most-constrained cell")
