sudoku_add_stage(05 05-constraint-propagation "stage 5: constraint propagation (naked and hidden singles)")
