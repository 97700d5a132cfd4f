// What a problem gives the shared tests beside its game: the cases, inputs
// and expected texts that are its own, each shared test's data from one
// function below. The tests are written once in tests/<test>.cpp and run on
// every problem of the registry (problem_types.hpp); a problem's folder
// defines these functions for its case model, as explicit specializations
// (template <> ...), in its tests/data.cpp (tests/CMakeLists.txt links it
// into every test program), as it defines the functions of
// harness/problem_interface.hpp. (model: a null const Case*, to pick the
// specialization; model_of<P>() gives it.) Every list a test reads must have
// at least one entry: the test says so otherwise.
#pragma once

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "problems.hpp"

namespace problem_data {

template <class P>
constexpr const typename P::Case* model_of() {
    return nullptr;
}

// A list of problem P's data, which must not be empty.
template <class P, class List>
const List& given(const List& list) {
    EXPECT_FALSE(list.empty()) << "problems/" << P::facts.name << "/tests/data.cpp gives none";
    return list;
}

// ------------------------------------------------------------ validate_test --

// Inputs built at the statement's limits and just past them, each with the
// strict validator's verdict: "valid", or its line (problem: line, column:
// message).
struct Verdict {
    std::string input, verdict;
};
template <class Case>
std::vector<Verdict> validator_verdicts(const Case* model);

// ------------------------------------------------------------ registry_test --

// Answer lines as the statement writes them (the answer of test `test`,
// yes or no), and lines that are no answer.
struct AnswerLine {
    std::size_t test;
    bool yes;
    std::string line;
};
struct AnswerLines {
    std::vector<AnswerLine> lines;
    std::vector<std::string> not_lines;
};

// -------------------------------------------------------- judge_reader_test --

// Whether the brute force reaches a game within the sizes `most` (the
// registry's brute_force_large), and inputs no sample has, each with the
// judge's error line ("" when it is read whole).
struct ReadError {
    std::string input, error;
};
template <class Case>
struct ReaderData {
    std::function<bool(const Case& game, harness::Size most)> brute_force_reaches;
    std::vector<ReadError> rare_inputs;
};
template <class Case>
ReaderData<Case> judge_reader_data(const Case* model);

// --------------------------------------------------------- certificate_test --

// A certificate of one case as lines, and its corruptions: (kind, lines).
using Lines = std::vector<std::string>;
using Corruptions = std::vector<std::pair<std::string, Lines>>;
// Certificates written by hand for an input, each with the checker's line on
// stderr ("" when it accepts it).
struct CheckedCertificate {
    std::string input, certificate, error;
};
// Games that explain must answer as the judge does, with certificates the
// checker accepts (explained `batch` cases to an input).
template <class Case>
struct Explained {
    std::string what;
    std::vector<Case> cases;
    std::size_t batch = 4000;
};
// lies: the ways to damage the certificate `cert` of `game` so that it no
// longer proves its answer, each named by its kind: "dropped entry",
// "non-edge move", "unsafe position", "rank not decreasing" or a kind of the
// problem's own (certificate_support.hpp adds the flipped answer, garbage
// and truncations); certificates written by hand; and games past the
// statement's limits, up to the judge program's caps.
template <class Case>
struct CertificateData {
    std::function<Corruptions(const Case& game, const Lines& cert)> lies;
    std::vector<CheckedCertificate> checked;
    std::vector<Explained<Case>> beyond_the_statement;
};
template <class Case>
CertificateData<Case> certificate_data(const Case* model);

// ----------------------------------------------------------- exhaustive_test --

// The exhaustive cases (exhaustive_cases), group by group: each case is in
// exactly one group, `count` cases in each, no two alike; and how many of
// them break a promise of the statement on purpose.
template <class Case>
struct Group {
    std::string what;
    std::function<bool(const Case&)> holds;  // whether a case is of the group
    std::size_t count;
};
template <class Case>
struct Enumeration {
    std::vector<Group<Case>> groups;
    std::size_t breaking_promises;
};
template <class Case>
Enumeration<Case> enumeration(const Case* model);

// -------------------------------------------------------------- explain_test --

// What explain says: run with these options on `input`, or where there is
// none on a sample (samples/<name>/SAMPLE.in), it succeeds and its output
// has every part.
struct ExplainedText {
    std::vector<std::string> options, parts;
    std::string sample = "statement", input = {};
};
// Games explain cannot draw, each with the reason it gives.
template <class Case>
struct Undrawable {
    Case game;
    std::string why;
};
template <class Case>
struct ExplainData {
    std::vector<ExplainedText> texts;
    std::vector<Undrawable<Case>> undrawable;
};
template <class Case>
ExplainData<Case> explain_data(const Case* model);

// --------------------------------------------------------------- export_test --

// A secret test of the exported package (data/secret/NAME) whose first
// answer is shown flipped to the explaining checker, and how its
// explanation of the expected answer starts.
struct OjTrap {
    std::string test, explained;
};

// ------------------------------------------------------ stress_shrinking_test --

// The stress tool against stress_faulty MODE MIN_N (a program that fails by
// MODE, "crash", "exit3" or "hang", on inputs whose first case has n >=
// MIN_N), from `seed`: the failure shrunk to one case whose size_summary has
// `summary`.
struct StressFault {
    std::string mode, min_n, seed, summary;
};

// ------------------------------- registry_test, export_test, stress_shrinking_test --

// The problem's answer lines, the explaining checker's words on its trap,
// and the stress tool's shrunk failure.
struct Texts {
    AnswerLines answer_lines;
    OjTrap oj_trap;
    StressFault stress_fault;
};
template <class Case>
Texts texts(const Case* model);

// --------------------------------------------------------------- shrink_test --

// Cases, each with whether it follows the statement (the strict validator,
// which is what the shrinker checks) and why not.
template <class Case>
struct StatementCheck {
    Case game;
    bool follows;
    std::string why;
};
// And shrinking steps: (a case, one of its smaller variants).
template <class Case>
struct ShrinkData {
    std::vector<StatementCheck<Case>> checks;
    std::vector<std::pair<Case, Case>> steps;
};
template <class Case>
ShrinkData<Case> shrink_data(const Case* model);

// ----------------------------------------------------------------- play_test --

// How play is compared with the problem's brute force of positions
// (problems/<name>/tests/play_brute.hpp): on each of `exhaustive` (every
// small game once), and on `random_games` random ones of at most
// `random_size` from `seed`, every position of `positions(game)` is viewed,
// with every move from it, and what play reaches from it, up to
// most_exhaustive or most_random positions (1: the position alone); where
// the list gives a start choice with a position, play starts there on that
// choice; the brute force's winner where play starts by default is
// yes_player when the problem's brute.cpp says yes, else no_player.
template <class Case>
struct PlayPlan {
    std::vector<Case> exhaustive;
    std::size_t most_exhaustive;
    harness::Size random_size;
    int random_games;
    std::uint64_t seed;
    std::size_t most_random;
    std::function<std::vector<std::pair<std::string, std::string>>(const Case&)> positions;  // (position, choice)
    std::string yes_player, no_player;
};
// Texts that are no position of `game`, and one that is.
template <class Case>
struct NotPositions {
    Case game;
    std::vector<std::string> texts;
    std::string position;
};
// A start chosen: the position, or "" and the error.
template <class Case>
struct Start {
    Case game;
    std::string choice, position, error;
};
// A position viewed: its winner, and where given (not -2, not empty), its
// moves left, its text, its moves (label, position moved to) and the
// vertices visited.
struct Shown {
    std::string winner;
    long long moves = -2;  // -2: not checked
    std::string text = {};
    std::vector<std::pair<std::string, std::string>> moves_to = {};
    std::vector<std::string> visited = {};
};
template <class Case>
struct View {
    Case game;
    std::string position;
    Shown shown;
};
template <class Case>
struct PlayData {
    PlayPlan<Case> plan;
    std::vector<NotPositions<Case>> not_positions;
    std::vector<std::pair<Case, std::string>> sizes;  // a game and why it is too big to play ("": it is not)
    std::vector<std::pair<Case, std::vector<std::string>>> drawn;  // positions whose nodes explain draws
    std::vector<Start<Case>> starts;
    std::vector<View<Case>> views;
};
template <class Case>
PlayData<Case> play_data(const Case* model);

}  // namespace problem_data
