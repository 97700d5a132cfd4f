#include "problems.hpp"

#include <cctype>
#include <stdexcept>

#include "environment.hpp"

namespace harness {

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

std::string built_submission(const ProblemFacts& problem, const std::string& path) {
    return build_path("problems/" + std::string(problem.name) + "/" + path);
}

}  // namespace harness
