# hdu7399: the judge program, and the judge file without its shortcuts (the
# early No and the quick Yes), so the attractors decide every game.
add_judge_problem(hdu7399 BipartiteGame)
add_judge_variant(hdu7399_no_shortcuts hdu7399 BipartiteGame HDU7399_NO_SHORTCUTS)
