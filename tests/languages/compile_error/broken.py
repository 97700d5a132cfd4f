# Does not compile: a syntax error.
print("Case #1: Yes"
