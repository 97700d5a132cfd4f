#include "growth_chart.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <sstream>

namespace judge_tool {

namespace {

// The ranges the chart spans, on log scales.
struct Frame {
    double low_size = 1, high_size = 2, low_time = 1e-3, high_time = 1;
};

Frame frame_of(const Chart& chart) {
    Frame frame{1e300, 0, 1e300, 0};
    auto take_time = [&](double t) {
        if (t > 0) frame.low_time = std::min(frame.low_time, t), frame.high_time = std::max(frame.high_time, t);
    };
    for (const ChartSeries& series : chart.series)
        for (std::size_t k = 0; k < series.sizes.size(); ++k) {
            frame.low_size = std::min(frame.low_size, series.sizes[k]);
            frame.high_size = std::max(frame.high_size, series.sizes[k]);
            take_time(series.seconds[k]);
        }
    frame.high_size = std::max(frame.high_size, chart.reach);
    for (const ChartSeries& series : chart.series)
        if (series.fit.points > 0) take_time(series.fit.at(frame.high_size));
    take_time(chart.limit);
    if (frame.low_size > frame.high_size) frame = Frame{};
    if (frame.high_size <= frame.low_size) frame.high_size = frame.low_size * 2;
    if (frame.high_time <= frame.low_time) frame.high_time = frame.low_time * 10;
    return frame;
}

// Where a value falls between low and high on a log scale, 0 to 1.
double share(double value, double low, double high) {
    return (std::log(value) - std::log(low)) / (std::log(high) - std::log(low));
}

std::string time_label(double seconds) {
    char text[32];
    if (seconds >= 1) std::snprintf(text, sizeof text, "%.3g s", seconds);
    else if (seconds >= 1e-3) std::snprintf(text, sizeof text, "%.3g ms", seconds * 1e3);
    else std::snprintf(text, sizeof text, "%.3g us", seconds * 1e6);
    return text;
}

std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", value);
    return text;
}

std::string escaped(const std::string& text) {
    std::string out;
    for (char c : text) {
        if (c == '&') out += "&amp;";
        else if (c == '<') out += "&lt;";
        else if (c == '>') out += "&gt;";
        else if (c == '"') out += "&quot;";
        else out += c;
    }
    return out;
}

constexpr int kRows = 9, kColumns = 50;

}  // namespace

std::vector<std::string> terminal_chart(const Chart& chart) {
    const Frame frame = frame_of(chart);
    std::vector<std::string> grid(kRows, std::string(kColumns, ' '));
    auto row_of = [&](double t) {
        return kRows - 1 - static_cast<int>(std::lround(share(t, frame.low_time, frame.high_time) * (kRows - 1)));
    };
    auto column_of = [&](double s) {
        return static_cast<int>(std::lround(share(s, frame.low_size, frame.high_size) * (kColumns - 1)));
    };
    const int limit_row = chart.limit > 0 ? row_of(chart.limit) : -1;
    if (limit_row >= 0) grid[limit_row] = std::string(kColumns, '-');
    for (const ChartSeries& series : chart.series)
        for (int column = 0; series.fit.points > 0 && column < kColumns; ++column) {
            const double size = frame.low_size * std::pow(frame.high_size / frame.low_size,
                                                          static_cast<double>(column) / (kColumns - 1));
            const int row = row_of(series.fit.at(size));
            if (row >= 0 && row < kRows && grid[row][column] != '-') grid[row][column] = '.';
        }
    for (const ChartSeries& series : chart.series)
        for (std::size_t k = 0; k < series.sizes.size(); ++k)
            if (series.seconds[k] > 0) {
                char& cell = grid[row_of(series.seconds[k])][column_of(series.sizes[k])];
                cell = cell == ' ' || cell == '.' || cell == '-' || cell == series.mark ? series.mark : '*';
            }
    std::vector<std::string> lines;
    for (int row = 0; row < kRows; ++row) {
        std::string label;
        if (row == 0) label = time_label(frame.high_time);
        if (row == kRows - 1) label = time_label(frame.low_time);
        if (row == limit_row) label = time_label(chart.limit);
        char head[24];
        std::snprintf(head, sizeof head, "%9s |", label.c_str());
        lines.push_back(head + grid[row] + (row == limit_row ? " limit" : ""));
    }
    lines.push_back(std::string(10, ' ') + "+" + std::string(kColumns, '-'));
    const std::string left =
        chart.size_name + " = " + number(frame.low_size).substr(0, number(frame.low_size).size() - 2);
    const std::string right =
        chart.size_name + " = " + number(frame.high_size).substr(0, number(frame.high_size).size() - 2);
    lines.push_back(std::string(11, ' ') + left +
                    std::string(std::max<int>(1, kColumns - static_cast<int>(left.size() + right.size())), ' ') +
                    right);
    std::string legend = std::string(11, ' ');
    for (const ChartSeries& series : chart.series) legend += std::string(1, series.mark) + " " + series.label + "   ";
    lines.push_back(legend + "* both   (" + chart.y_name + "; log scales; dots: the fits)");
    return lines;
}

std::string svg_chart(const Chart& chart) {
    const Frame frame = frame_of(chart);
    const double left = 80, top = 40, width = 520, height = 300;
    auto x_of = [&](double s) { return left + share(s, frame.low_size, frame.high_size) * width; };
    auto y_of = [&](double t) { return top + (1 - share(t, frame.low_time, frame.high_time)) * height; };
    std::ostringstream svg;
    svg << "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"680\" height=\"420\" viewBox=\"0 0 680 420\" "
           "font-family=\"sans-serif\" font-size=\"12\">\n"
        << "<title>" << escaped(chart.title) << "</title>\n"
        << "<rect x=\"0\" y=\"0\" width=\"680\" height=\"420\" fill=\"white\"/>\n"
        << "<text x=\"" << left << "\" y=\"24\" font-size=\"14\">" << escaped(chart.title) << "</text>\n"
        << "<rect x=\"" << left << "\" y=\"" << top << "\" width=\"" << width << "\" height=\"" << height
        << "\" fill=\"none\" stroke=\"#888\"/>\n";
    for (double decade = std::pow(10, std::floor(std::log10(frame.low_time))); decade <= frame.high_time; decade *= 10)
        if (decade >= frame.low_time)
            svg << "<line x1=\"" << left << "\" x2=\"" << left + width << "\" y1=\"" << number(y_of(decade))
                << "\" y2=\"" << number(y_of(decade)) << "\" stroke=\"#ddd\"/>\n<text x=\"" << left - 6 << "\" y=\""
                << number(y_of(decade) + 4) << "\" text-anchor=\"end\">" << escaped(time_label(decade)) << "</text>\n";
    for (double size : {frame.low_size, frame.high_size})
        svg << "<text x=\"" << number(x_of(size)) << "\" y=\"" << top + height + 18 << "\" text-anchor=\"middle\">"
            << escaped(chart.size_name + " = " + number(size).substr(0, number(size).size() - 2)) << "</text>\n";
    svg << "<text x=\"" << left + width / 2 << "\" y=\"" << top + height + 36 << "\" text-anchor=\"middle\">"
        << escaped(chart.size_name + " (log scale)") << "</text>\n"
        << "<text x=\"16\" y=\"" << top + height / 2 << "\" transform=\"rotate(-90 16 " << top + height / 2
        << ")\" text-anchor=\"middle\">" << escaped(chart.y_name + " (log scale)") << "</text>\n";
    if (chart.limit > 0)
        svg << "<line x1=\"" << left << "\" x2=\"" << left + width << "\" y1=\"" << number(y_of(chart.limit))
            << "\" y2=\"" << number(y_of(chart.limit)) << "\" stroke=\"#c00\" stroke-dasharray=\"6 4\"/>\n<text x=\""
            << left + width + 4 << "\" y=\"" << number(y_of(chart.limit) + 4) << "\" fill=\"#c00\">limit "
            << escaped(time_label(chart.limit)) << "</text>\n";
    int legend_y = 60;
    for (const ChartSeries& series : chart.series) {
        if (series.fit.points > 0)
            svg << "<line x1=\"" << number(x_of(frame.low_size)) << "\" y1=\""
                << number(y_of(series.fit.at(frame.low_size))) << "\" x2=\"" << number(x_of(frame.high_size))
                << "\" y2=\"" << number(y_of(series.fit.at(frame.high_size))) << "\" stroke=\"" << series.color
                << "\" stroke-dasharray=\"2 3\"/>\n";
        for (std::size_t k = 0; k < series.sizes.size(); ++k)
            if (series.seconds[k] > 0)
                svg << "<circle cx=\"" << number(x_of(series.sizes[k])) << "\" cy=\"" << number(y_of(series.seconds[k]))
                    << "\" r=\"4\" fill=\"" << series.color << "\"/>\n";
        svg << "<circle cx=\"" << left + 12 << "\" cy=\"" << legend_y - 4 << "\" r=\"4\" fill=\"" << series.color
            << "\"/>\n<text x=\"" << left + 22 << "\" y=\"" << legend_y << "\">"
            << escaped(series.label + (series.fit.points > 0
                                           ? ", grows as " + chart.size_name + "^" + exponent_text(series.fit.exponent)
                                           : ""))
            << "</text>\n";
        legend_y += 18;
    }
    svg << "</svg>\n";
    return svg.str();
}

}  // namespace judge_tool
