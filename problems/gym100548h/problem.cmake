# gym100548h: the judge program, and the judge file forced down the paths its
# own build leaves to large games: with rows of 3-bit words (so rows of a few
# vertices span several words), the switch to counters after 5 words of
# checks, levels from the queue's first row and the portable lowest-bit loop;
# and with counters from the first spread on and no levels.
add_judge_problem(gym100548h Chase)
add_judge_variant(gym100548h_small_words gym100548h Chase CHASE_SMALL_WORDS)
add_judge_variant(gym100548h_counters gym100548h Chase CHASE_COUNTERS)
