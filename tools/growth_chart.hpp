// The growth's chart (judge.cpp): each program's time against the size of
// its input on log-log scales, with its fitted line and the time limit; as
// a few lines for the terminal, or as an SVG picture (--plot FILE.svg).
#pragma once

#include <string>
#include <vector>

#include "growth_fit.hpp"

namespace judge_tool {

struct ChartSeries {
    std::string label;  // "yours"
    char mark = 'o';    // its points on the terminal
    std::string color;  // and in the picture
    std::vector<double> sizes, seconds;
    PowerFit fit;
};

struct Chart {
    std::string title;      // what is drawn, one line
    std::string size_name;  // the x axis: "n"
    std::string y_name;     // the y axis: "seconds per input of 200 test cases"
    std::vector<ChartSeries> series;
    double limit = 0;  // seconds; 0: no line
    double reach = 0;  // the fits are drawn up to this size (the statement's), if above the points
};

// About ten lines of text, each without its newline.
std::vector<std::string> terminal_chart(const Chart& chart);
// A whole SVG document.
std::string svg_chart(const Chart& chart);

}  // namespace judge_tool
