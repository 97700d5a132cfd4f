// play_oracle PROBLEM INPUT TEST < POSITIONS: what the brute force of
// positions (tests/play_brute.hpp) says of each position of test TEST of
// the judge input in the file INPUT, one line per position read (as the
// play engine writes positions, harness/play.hpp):
//   WINNER MOVES GOAL GOAL_MOVES IN_TRAP
// ("-" for no goal; MOVES and GOAL_MOVES -1 where none; IN_TRAP 0 or 1).
// Each problem's brute force of positions is its play_brute_of
// (problems/<name>/tests/play_brute.hpp, which play_brutes.hpp, written by
// CMake, includes). For the browser tests (web/tests/browser.test.mjs); small
// games only.
#include <cstdio>
#include <iostream>
#include <string>

#include "files.hpp"
#include "judge_reader.hpp"
#include "play_brute.hpp"
#include "play_brutes.hpp"
#include "problems.hpp"

namespace {

template <class Brute>
void answer(const Brute& brute) {
    for (std::string position; std::getline(std::cin, position);) {
        const play_brute::Value value = brute.value(position);
        if (!value.known) {
            std::cout << "unknown position " << position << std::endl;
            continue;
        }
        std::cout << value.winner << " " << value.moves << " " << (value.goal.empty() ? "-" : value.goal) << " "
                  << value.goal_moves << " " << value.in_trap << std::endl;
    }
}

template <class Case>
int run(const std::string& input, int test) {
    harness::ParsedInput<Case> parsed = harness::parse_judge_input<Case>(input);
    if (test < 1 || static_cast<size_t>(test) > parsed.cases.size()) {
        std::fprintf(stderr, "play_oracle: no test %d (%s)\n", test, parsed.error.c_str());
        return 2;
    }
    const Case& game = parsed.cases[test - 1];
    answer(play_brute::play_brute_of(game));
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc != 4) {
        std::fprintf(stderr, "usage: play_oracle PROBLEM INPUT TEST < POSITIONS\n");
        return 2;
    }
    const std::string input = harness::file_text(argv[2]);
    int status = 2;
    if (!harness::visit_case_model(argv[1], [&](auto model) {
            status = run<std::remove_const_t<std::remove_pointer_t<decltype(model)>>>(input, std::atoi(argv[3]));
        }))
        std::fprintf(stderr, "play_oracle: unknown problem %s\n", argv[1]);
    return status;
}
