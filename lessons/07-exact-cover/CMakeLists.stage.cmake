sudoku_add_stage(07 07-exact-cover "stage 7: exact cover, Knuth's Algorithm X with dancing links")
