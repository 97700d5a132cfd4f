# gym100548h: the judge program, and the judge file forced down the paths its
# own build leaves to large games: rows of 3-bit words for every test (so rows
# of a few vertices span several words, with Alice's words and the new bits'
# ranges), the switch to counters after 5 steps of checks and the portable
# lowest-bit loop; and with counters from the second round on.
add_judge_problem(gym100548h Chase)
add_judge_variant(gym100548h_small_words gym100548h Chase CHASE_SMALL_WORDS)
add_judge_variant(gym100548h_counters gym100548h Chase CHASE_COUNTERS)
