// What each problem's folder gives the framework (C++17). A problem's
// problems/<name>/problem.hpp defines its case model (plain data: a struct
// in namespace harness), its facts (facts.hpp) and its registry entry, and
// declares these functions of its case model, which its folder defines and
// which the shared code finds by overloading:
//
//   facts_of(const Case*)                  its facts (constexpr)
//   judge_input(const vector<Case>&)       the judge input holding these
//                                          cases: a leading count, then each
//                                          case, newline-terminated lines
//   case_size(case)                        a natural number that every
//                                          shrinking step lowers (shrink.hpp);
//                                          it also ranks failing cases
//   edge_count(case)                       the edges a judge input counts
//                                          against its limits (0: none)
//   vertex_count(case)                     values or vertices: how big a game
//                                          is to a reader
//   size_summary(case)                     one line, e.g. "n = 3, m = 2"
//   read_judge_input(text, vector<Case>*)  the strict validator (validate.hpp)
//   for_each_smaller(case, visit)          the shrinking steps (shrink.hpp)
//   random_case<Case>(rng, most, promises) a seeded random case (generators.hpp)
//   breaks_a_promise_on_purpose(case), with_promises_kept(case)
//                                          the generator's deliberate breaks
//   brute_force(case)                      the outcome by a brute-force solver
//                                          of the original game, independent
//                                          of the judge file's reduction: true
//                                          for the answer facts.answers.yes
//   exhaustive_cases<Case>()               every small case, for the
//                                          exhaustive tests
//   explain(case, test, format, out)       explain.hpp
//   make_play(case, too_big)               play.hpp
//   read_judge_case(reader, case)          one test as the judge program reads
//                                          it, with its messages (judge_reader.hpp)
//   check_certificate_case(case, answer, tokens)
//                                          the checks of a test's certificate
//                                          (certificate_tokens.hpp)
//   families(model)                        its input families, named once, for the
//                                          judge tool's worst tests, the benchmarks
//                                          and the growth fit (families.hpp)
//   judge_traps(model)                     the judge tool's traps (families.hpp)
// (model: a null const Case*, to pick the overload.)
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

#include "explain.hpp"
#include "facts.hpp"
#include "families.hpp"
#include "generators.hpp"
#include "play.hpp"
#include "validate.hpp"

namespace harness {

class JudgeReader;        // judge_reader.hpp
class CertificateTokens;  // certificate_tokens.hpp

// What every problem's folder defines for its case model, declared once here
// for all of them: each folder defines them for its Case as explicit
// specializations (template <> ...), found by deduction from the arguments
// (model: a null const Case*; random_case and exhaustive_cases name Case).
// What each one is: the list at the top of this file.
template <class T>
struct Same {  // T, where a parameter must not be deduced from
    using type = T;
};
template <class Case>
std::string judge_input(const std::vector<Case>& cases);
template <class Case>
std::size_t case_size(const Case& game);
template <class Case>
std::size_t edge_count(const Case& game);
template <class Case>
int vertex_count(const Case& game);
template <class Case>
std::string size_summary(const Case& game);
template <class Case>
std::optional<ValidationError> read_judge_input(std::string_view text, std::vector<Case>* cases);
template <class Case>
bool for_each_smaller(const Case& game, const std::function<bool(const typename Same<Case>::type&)>& visit);
template <class Case>
bool breaks_a_promise_on_purpose(const Case& game);
template <class Case>
Case with_promises_kept(Case game);
template <class Case>
bool brute_force(const Case& game);
template <class Case>
std::vector<Case> exhaustive_cases();
template <class Case>
ExplainResult explain(const Case& game, int test, ExplainFormat format, std::string& out);
template <class Case>
std::unique_ptr<Play> make_play(const Case& game, std::string& too_big);
template <class Case>
bool read_judge_case(JudgeReader& reader, Case& game);
template <class Case>
void check_certificate_case(const Case& game, const std::string& answer, CertificateTokens& cert);
template <class Case>
std::vector<Family<Case>> families(const Case* model);
template <class Case>
std::vector<JudgeTrap> judge_traps(const Case* model);

// What every registry entry has from its case model.
template <class CaseModel>
struct ProblemOf {
    using Case = CaseModel;
    static bool brute_force(const Case& game) { return harness::brute_force(game); }
    static Case random_case(std::mt19937_64& rng, Size most, Promises promises) {
        return harness::random_case<Case>(rng, most, promises);
    }
    static std::vector<Case> exhaustive_cases() { return harness::exhaustive_cases<Case>(); }
};

}  // namespace harness
