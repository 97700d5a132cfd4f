# A wrong gym100548h answer in Python 3: "Yes" to every test.
import sys

tests = int(sys.stdin.buffer.read().split()[0])
print("\n".join("Case #%d: Yes" % test for test in range(1, tests + 1)))
