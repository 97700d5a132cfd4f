#include "growth_fit.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace judge_tool {

double PowerFit::at(double size) const { return coefficient * std::pow(size, exponent); }

PowerFit fit_power(const std::vector<double>& sizes, const std::vector<double>& times,
                   const std::vector<double>& weights) {
    std::vector<double> xs, ys, ws;
    for (std::size_t k = 0; k < sizes.size() && k < times.size(); ++k)
        if (sizes[k] > 0 && times[k] > 0) {
            xs.push_back(std::log(sizes[k]));
            ys.push_back(std::log(times[k]));
            ws.push_back(k < weights.size() ? std::max(weights[k], 1e-3) : 1.0);
        }
    PowerFit fit;
    if (xs.size() < 2) return fit;
    double total = 0, mean_x = 0, mean_y = 0;
    for (std::size_t k = 0; k < xs.size(); ++k) total += ws[k], mean_x += ws[k] * xs[k], mean_y += ws[k] * ys[k];
    mean_x /= total, mean_y /= total;
    double sxx = 0, sxy = 0;
    for (std::size_t k = 0; k < xs.size(); ++k)
        sxx += ws[k] * (xs[k] - mean_x) * (xs[k] - mean_x), sxy += ws[k] * (xs[k] - mean_x) * (ys[k] - mean_y);
    if (sxx <= 0) return fit;
    fit.exponent = sxy / sxx;
    fit.coefficient = std::exp(mean_y - fit.exponent * mean_x);
    fit.points = xs.size();
    if (xs.size() > 2) {
        // The weights' scale is arbitrary: the residuals' variance is taken
        // per unit of average weight.
        double residuals = 0;
        for (std::size_t k = 0; k < xs.size(); ++k) {
            const double off = ys[k] - (mean_y + fit.exponent * (xs[k] - mean_x));
            residuals += ws[k] * off * off;
        }
        const double count = static_cast<double>(xs.size());
        fit.exponent_error = 2 * std::sqrt(residuals / (count - 2) / sxx);
    }
    return fit;
}

std::string exponent_text(double exponent) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f", std::round(exponent * 10) / 10 + 0.0);
    return text;
}

std::string rough_seconds(double seconds) {
    char text[32];
    if (seconds >= 10) std::snprintf(text, sizeof text, "%.0f s", seconds);
    else if (seconds >= 1) std::snprintf(text, sizeof text, "%.1f s", seconds);
    else if (seconds >= 0.1) std::snprintf(text, sizeof text, "%.2f s", seconds);
    else std::snprintf(text, sizeof text, "%.0f ms", std::max(seconds * 1000, 1.0));
    return text;
}

std::string gap_words(const PowerFit& yours, const PowerFit& plain, const std::string& size_name, double ratio) {
    const double gap = yours.exponent - plain.exponent;
    const double band = std::max(0.3, yours.exponent_error + plain.exponent_error);
    char ratio_text[32];
    std::snprintf(ratio_text, sizeof ratio_text, "%.0f", std::max(ratio, 1.0));
    if (gap > band)
        return "The gap grows with " + size_name + " (about " + size_name + "^" + exponent_text(gap) +
               " more work): a slower method, not a constant factor.";
    if (gap < -band) return "Yours grows more slowly than the plain method.";
    if (ratio < 1.5) return "The same growth as the plain method, and about its time.";
    return "The same growth as the plain method at " + std::string(ratio_text) +
           " times its time: a constant factor (input and output, memory, work per step).";
}

}  // namespace judge_tool
