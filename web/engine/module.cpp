// The WebAssembly module of the page (web/): the project's own engine behind
// a small API for JavaScript (embind), run in a Web Worker (web/worker.js).
// It knows the problems only through the registry (harness/problems.hpp).
//
//   const session = new Module.Session();
//   session.input(size)            a new input's room in the module's
//                                  memory (a Uint8Array of size bytes) to
//                                  write the judge input into
//   session.load(problem)          {"tests": T, "error": "..."}: that input
//                                  read, its complete tests, and the judge's
//                                  error line ("" none)
//   session.solve(ms)              the judge's answer lines of the next tests,
//                                  solved for about ms milliseconds (as
//                                  explain --format cert solves them, keeping
//                                  the certificate), as UTF-8 bytes (a view
//                                  of the module's memory, valid until the
//                                  next call); empty once all are
//   session.explain(k, format)     {"text", "drawn", "why"}: explain's text,
//                                  cert or dot of test k
//   session.certificate()          the certificate of the tests solved
//   session.check(certificate)     {"status", "message"}: check_certificate's
//   session.play(k)                {"ok", "why"}: test k ready to play, or too big
//   session.board()                the game of the test played, for the page's
//                                  board: the judge input of that one test
//                                  (a JSON string; null when none is played),
//                                  which the problem's page.js reads
//   session.start(choice)          {"position", "error"}
//   session.view(position)         the PlayView (harness/play.hpp) as JSON
//   Module.problems()              the registry's problem names, in its order
//                                  (a JSON list)
//   Module.randomInput(problem, seed)  a judge input of one small game drawn
//                                  by the problem's generator from the seed
//                                  (its facts' page_game size)
//
// Every call returns; bad input is one line (the judge's error line, or the
// engine's), never a trap.
#include <emscripten.h>
#include <emscripten/bind.h>

#include <cstdint>
#include <cstdio>
#include <memory>
#include <random>
#include <string>
#include <type_traits>
#include <variant>
#include <vector>

#include "check_certificate.hpp"
#include "explain.hpp"
#include "generators.hpp"
#include "json.hpp"
#include "judge_reader.hpp"
#include "play.hpp"
#include "problems.hpp"

namespace web {

namespace {

std::string outcome_json(const harness::PlayOutcome& outcome) {
    return object({{"winner", json(outcome.winner)},
                   {"moves", json(outcome.moves)},
                   {"exact", json(outcome.exact)},
                   {"goal", json(outcome.goal)},
                   {"goal_moves", json(outcome.goal_moves)},
                   {"text", json(outcome.text)}});
}

std::string view_json(const harness::PlayView& view) {
    std::string moves = "[";
    for (size_t i = 0; i < view.moves.size(); ++i) {
        const harness::PlayMove& move = view.moves[i];
        moves += (i ? "," : "") + object({{"label", json(move.label)},
                                          {"to", json(move.to)},
                                          {"outcome", outcome_json(move.outcome)},
                                          {"left", json(move.left)},
                                          {"perfect", json(move.perfect)}});
    }
    return object({{"position", json(view.position)},
                   {"mover", json(view.mover)},
                   {"outcome", outcome_json(view.outcome)},
                   {"moves", moves + "]"},
                   {"reply", json(view.reply)},
                   {"nodes", json(view.nodes)},
                   {"visited", json(view.visited)},
                   {"strategy", json(view.strategy)},
                   {"error", json(view.error)}});
}

// A vector of cases of each problem of the registry, as one variant.
template <class List>
struct CaseVectors;
template <class... Problem>
struct CaseVectors<harness::ProblemList<Problem...>> {
    using type = std::variant<std::vector<typename Problem::Case>...>;
};

// How often solve() looks at the clock (a look costs a call into JavaScript).
constexpr size_t kTestsPerClockLook = 16;

}  // namespace

class Session {
public:
    // A new input's room: `size` bytes of the module's memory for
    // JavaScript to write the input into, before load().
    emscripten::val input(std::size_t size) {
        *this = Session();
        input_.resize(size);
        return emscripten::val(emscripten::typed_memory_view(size, reinterpret_cast<unsigned char*>(input_.data())));
    }

    std::string load(const std::string& problem) {
        problem_ = problem;
        const std::string& input = input_;
        const bool known = harness::visit_case_model(problem, [&](auto model) {
            using Case = std::remove_const_t<std::remove_pointer_t<decltype(model)>>;
            harness::ParsedInput<Case> parsed = harness::parse_judge_input<Case>(input);
            error_ = parsed.error;
            tests_ = parsed.cases.size();
            cases_ = std::move(parsed.cases);
        });
        if (!known) error_ = "unknown problem " + problem + " (" + harness::problem_names() + ")";
        return object({{"tests", json(static_cast<long long>(tests_))}, {"error", json(error_)}});
    }

    // The lines as UTF-8 bytes in the module's memory, valid until the next
    // call (JavaScript's TextDecoder reads them faster than embind copies a
    // string).
    emscripten::val solve(double milliseconds) {
        lines_.clear();
        const double start = emscripten_get_now();
        std::visit(
            [&](const auto& cases) {
                const harness::AnswerFormat& answers = harness::facts_of(cases.data()).answers;
                for (size_t done = 0; solved_ < cases.size(); ++done) {
                    if (done % kTestsPerClockLook == 0 && done > 0 && emscripten_get_now() - start > milliseconds)
                        break;
                    const int test = static_cast<int>(++solved_);
                    const harness::ExplainResult result =
                        harness::explain(cases[test - 1], test, harness::ExplainFormat::cert, certificate_);
                    answers.append_line(lines_, test, result.answer == answers.yes);
                    lines_ += '\n';
                }
            },
            cases_);
        return emscripten::val(
            emscripten::typed_memory_view(lines_.size(), reinterpret_cast<const unsigned char*>(lines_.data())));
    }

    std::string explain(int test, const std::string& format) const {
        std::string text;
        harness::ExplainResult result;
        const harness::ExplainFormat kind = format == "dot"    ? harness::ExplainFormat::dot
                                            : format == "cert" ? harness::ExplainFormat::cert
                                                               : harness::ExplainFormat::text;
        std::visit(
            [&](const auto& cases) {
                if (test >= 1 && static_cast<size_t>(test) <= cases.size())
                    result = harness::explain(cases[test - 1], test, kind, text);
                else result.drawn = false, result.not_drawn_why = "there is no test " + std::to_string(test);
            },
            cases_);
        return object({{"text", json(text)}, {"drawn", json(result.drawn)}, {"why", json(result.not_drawn_why)}});
    }

    std::string certificate() const { return certificate_; }

    std::string check(const std::string& certificate) const {
        // An empty certificate reads as one space: the same tokens, and a
        // buffer fmemopen takes.
        std::string text = certificate.empty() ? " " : certificate;
        std::FILE* file = fmemopen(text.data(), text.size(), "rb");
        std::string message = "check_certificate: cannot read the certificate";
        const int status = file ? check_certificate(problem_, input_, file, message) : 2;
        if (file) std::fclose(file);
        return object({{"status", json(status)}, {"message", json(message)}});
    }

    std::string play(int test) {
        std::string too_big = "there is no test " + std::to_string(test);
        play_.reset();
        std::visit(
            [&](const auto& cases) {
                if (test < 1 || static_cast<size_t>(test) > cases.size()) return;
                using Case = typename std::decay_t<decltype(cases)>::value_type;
                play_ = harness::make_play(cases[test - 1], too_big);
                board_ = play_ ? json(harness::judge_input(std::vector<Case>{cases[test - 1]})) : "null";
            },
            cases_);
        return object({{"ok", json(play_ != nullptr)}, {"why", json(play_ ? std::string() : too_big)}});
    }

    std::string board() const { return play_ ? board_ : "null"; }

    std::string start(const std::string& choice) const {
        std::string error = "no test is being played";
        const std::string position = play_ ? play_->start(choice, error) : "";
        return object({{"position", json(position)}, {"error", json(position.empty() ? error : std::string())}});
    }

    std::string view(const std::string& position) {
        harness::PlayView view;
        if (play_) view = play_->view(position);
        else view.error = "no test is being played";
        return view_json(view);
    }

private:
    std::string problem_, input_, error_;
    CaseVectors<harness::AllProblems>::type cases_;
    size_t tests_ = 0, solved_ = 0;
    std::string certificate_, lines_, board_;
    std::unique_ptr<harness::Play> play_;
};

// A judge input of one small game, as the tests' generators draw it (within
// the statement) at the problem's page_game size (facts.hpp), small enough
// to draw and to check by brute force; "" for an unknown problem.
std::string random_input(const std::string& problem, double seed) {
    std::mt19937_64 rng(static_cast<std::uint64_t>(seed));
    std::string input;
    harness::visit_problem(problem, [&](auto entry) {
        using P = decltype(entry);
        input = harness::judge_input(
            std::vector<typename P::Case>{P::random_case(rng, P::facts.page_game, harness::Promises::kept)});
    });
    return input;
}

// The registry's problem names, in its order, as a JSON list.
std::string problem_list() {
    std::vector<std::string> names;
    harness::for_each_problem([&](auto entry) { names.push_back(decltype(entry)::facts.name); });
    return json(names);
}

EMSCRIPTEN_BINDINGS(engine) {
    emscripten::class_<Session>("Session")
        .constructor<>()
        .function("input", &Session::input)
        .function("load", &Session::load)
        .function("solve", &Session::solve)
        .function("explain", &Session::explain)
        .function("certificate", &Session::certificate)
        .function("check", &Session::check)
        .function("play", &Session::play)
        .function("board", &Session::board)
        .function("start", &Session::start)
        .function("view", &Session::view);
    emscripten::function("problems", &problem_list);
    emscripten::function("randomInput", &random_input);
}

}  // namespace web
