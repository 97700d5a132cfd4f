// The files the judge tool judges (judge.cpp): each FILE named, and every
// file of a known extension in each DIR named (recursively), each with its
// language and the verdict expected of it: the one its folder names, as
// Kattis names submission folders (accepted, wrong_answer,
// time_limit_exceeded, run_time_error), else AC.
#pragma once

#include <string>
#include <vector>

#include "judge_options.hpp"
#include "languages.hpp"
#include "referee.hpp"

namespace judge_tool {

struct Submission {
    std::string path;   // the file
    std::string shown;  // how reports name it: as given, or from inside the DIR it was found in
    const harness::Language* language = nullptr;
    harness::Verdict expected = harness::Verdict::AC;
    std::string expected_from;  // the folder that names the expected verdict ("wrong_answer"), or ""
};

// The verdict a folder of this name expects, as Kattis names them; false
// for any other name.
bool verdict_of_folder(const std::string& name, harness::Verdict& verdict);

// The submissions that options.sources name, sorted within each DIR; ""
// when they are all there and each has a language, else what is wrong, in
// one line (a usage error).
std::string find_submissions(const Options& options, std::vector<Submission>& found);

// Whether the files are judged as many (a DIR, or more than one FILE): a
// row each, and JSON as an array.
bool judged_as_many(const Options& options);

}  // namespace judge_tool
