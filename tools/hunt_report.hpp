// What the judge tool's hunt (hunt.hpp, judge PROBLEM --hunt) found: the
// slowest input, its time against the limit and the plain solution's, and
// when it is over the limit, the smallest input still over it; as the
// report says it and as JSON.
#pragma once

#include <cstddef>
#include <ostream>
#include <string>

namespace judge_tool {

struct HuntResult {
    std::string file;    // where the slowest input was written
    std::string input;   // the slowest input
    std::string shape;   // "100 copies of 2 test cases (n = 100, m = 4950; ...)"
    std::string origin;  // "family complete at n = 25, mutated 3 times"
    std::size_t cases = 0;
    double seconds = 0;        // the program's CPU time on it
    double stopped_at = 0;     // the cap it was stopped at (0: it ended)
    double plain_seconds = 0;  // the plain solution's
    double limit = 0;
    bool over_limit = false;
    long long evaluations = 0;  // inputs tried
    double search_seconds = 0, budget = 0;
    std::string tiers;  // the sizes the search went through: "n <= 25, then 50, then 100"
    // When over the limit: the smallest input found still over it.
    std::string small_file, small_input, small_shape;
    std::size_t small_cases = 0;
    double shrink_seconds = 0;
    long long shrink_runs = 0;
    bool shrink_out_of_time = false;
};

void print_hunt(std::ostream& out, const HuntResult& hunt);
// Its JSON object (the value of "hunt"), indented by `indent` spaces.
std::string hunt_json(const HuntResult& hunt, int indent);

}  // namespace judge_tool
