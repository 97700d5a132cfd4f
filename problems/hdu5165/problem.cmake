# hdu5165: the judge program, and the judge file built with its moves listed
# by function (games with few distinct images list them by image).
add_judge_problem(hdu5165 FunnyGame)
add_judge_variant(hdu5165_functions hdu5165 FunnyGame HDU5165_FUNCTIONS)
