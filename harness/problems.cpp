#include "problems.hpp"

#include <cctype>
#include <stdexcept>

#include "brute.hpp"
#include "enumerate.hpp"
#include "environment.hpp"

namespace harness {

bool brute_force(const FunnyGameCase& game) { return brute_alice_always_wins(game); }
bool brute_force(const BipartiteGameCase& game) { return brute_gg_wins(game); }
bool brute_force(const ChaseCase& game) { return brute_bob_wins(game); }

template <>
FunnyGameCase random_case(std::mt19937_64& rng, Size most, Promises promises) {
    return random_funny_game(rng, most.n, most.m, promises);
}
template <>
BipartiteGameCase random_case(std::mt19937_64& rng, Size most, Promises promises) {
    return random_bipartite_game(rng, most.n, most.m, promises);
}
template <>
ChaseCase random_case(std::mt19937_64& rng, Size most, Promises promises) {
    return random_chase(rng, most.n, promises);  // its edges follow from n
}

template <>
std::vector<FunnyGameCase> exhaustive_cases() {
    return exhaustive_funny_games();
}
template <>
std::vector<BipartiteGameCase> exhaustive_cases() {
    return exhaustive_bipartite_games();
}
template <>
std::vector<ChaseCase> exhaustive_cases() {
    return exhaustive_chases();
}

namespace {

template <class... P>
std::vector<Problem> make_problems(ProblemList<P...>) {
    return {Problem{P::facts, &validate_as<P>}...};
}

}  // namespace

const std::vector<Problem>& problems() {
    static const std::vector<Problem> list = make_problems(AllProblems{});
    return list;
}

const Problem* find_problem(std::string_view name) {
    for (const Problem& problem : problems())
        if (name == problem.name) return &problem;
    return nullptr;
}

std::optional<ValidationError> validate_input(std::string_view problem, std::string_view text) {
    const Problem* found = find_problem(problem);
    if (!found) throw std::invalid_argument("no validator for problem \"" + std::string(problem) + "\"");
    return found->validate(text);
}

std::string environment_variable(const ProblemFacts& problem) {
    std::string variable = problem.name;
    for (char& c : variable) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return variable + "_EXE";
}

std::string built_program(const ProblemFacts& problem) { return build_path(problem.name); }

std::string program_under_test(const ProblemFacts& problem) {
    return program_from_environment(environment_variable(problem).c_str(), built_program(problem));
}

}  // namespace harness
