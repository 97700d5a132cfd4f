// The play engine (harness/play.hpp) against a brute force of positions
// (play_brute.hpp, and each problem's tests/play_brute.hpp), whose winners are
// tied to each problem's brute.cpp, its solver of the original game: on every
// exhaustive case (one per game) and on random ones, the value of every
// position played, of every move from it, and the perfect reply (the winner's
// fastest, the loser's longest: one move fewer than announced); positions and
// choices that are not; games too big to play; and the picture's nodes named
// in a view being explain's. Every check is a problem's: the tests are in
// problems/<name>/tests/play_test.cpp, built into this executable, with the
// helpers they share in play_support.hpp.
#include <gtest/gtest.h>

#include "play_support.hpp"
