// hdu5165's certificates checked (docs/certificates.md says what they hold and
// why each check proves the answer), for check_certificate
// (tools/check_certificate.cpp), which shares no code with explain's solvers.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "certificate_tokens.hpp"
#include "problems/hdu5165/problem.hpp"

namespace harness {

namespace {

std::string pair_text(int x, int y) { return "{" + str(x + 1) + "," + str(y + 1) + "}"; }

}  // namespace

template <>
void check_certificate_case(const FunnyGameCase& game, const std::string& answer, CertificateTokens& cert) {
    const int n = game.n, m = static_cast<int>(game.functions.size());
    const long long pairs = static_cast<long long>(n) * (n - 1) / 2;
    auto f = [&](int k, int x) { return game.functions[k][x] - 1; };
    if (answer == harness::kFunnyGameFacts.answers.yes) {
        // Alice's function and rank at every pair; every reply of Bob's merges
        // or leads to a pair of smaller rank, so she merges within rank moves.
        cert.word("alice");
        cert.number(pairs, pairs, "the number of pairs, n(n-1)/2");
        std::vector<int> function(pairs, -1), low(pairs), high(pairs);
        std::vector<long long> rank(pairs);
        for (long long i = 0; i < pairs; ++i) {
            const int x = cert.value(n, "a value x"),
                      y = static_cast<int>(cert.number(x + 2, n, "a value y above x")) - 1;
            const long long p = funny_pair_id(x, y);
            if (function[p] >= 0) reject("pair " + pair_text(x, y) + " is listed twice");
            function[p] = cert.value(m, "a function");
            rank[p] = cert.number(0, 1000000000, "a rank");
            low[p] = x, high[p] = y;
        }
        for (long long p = 0; p < pairs; ++p) {
            const int a = f(function[p], low[p]), b = f(function[p], high[p]);
            for (int g = 0; g < m && a != b; ++g) {
                const int c = f(g, a), d = f(g, b);
                if (c != d && rank[funny_pair_id(c, d)] >= rank[p])
                    reject("at " + pair_text(low[p], high[p]) + " (rank " + str(rank[p]) + ") Alice's f_" +
                           str(function[p] + 1) + " gives " + pair_text(a, b) + ", where Bob's f_" + str(g + 1) +
                           " gives " + pair_text(c, d) + " of rank " + str(rank[funny_pair_id(c, d)]) +
                           ", not smaller");
            }
        }
        return;
    }
    // NO: Bob's replies at a set B of Bob-to-move pairs. Let S be the pairs
    // from which every function leads to a pair in B (none merges them). If
    // the kept pair is in S and every reply leads from B into S, Bob keeps
    // that pair apart forever.
    cert.word("keep");
    const int x = cert.value(n, "a value x"), y = cert.value(n, "a value y");
    if (x == y) reject("the kept values must differ");
    cert.word("bob");
    const long long count = cert.number(0, pairs, "the number of Bob's pairs");
    std::vector<int> reply(pairs, -1);
    for (long long i = 0; i < count; ++i) {
        const int a = cert.value(n, "a value"), b = cert.value(n, "a value");
        if (a == b) cert.fail("two different values", str(b + 1));
        if (reply[funny_pair_id(a, b)] >= 0) reject("Bob's pair " + pair_text(a, b) + " is listed twice");
        reply[funny_pair_id(a, b)] = cert.value(m, "a function");
    }
    // Where no reply is listed, the moves into it (and the merges) rule their
    // sources out of S: found backwards, through the lists f^-1(v).
    std::vector<std::pair<int, int>> no_reply;
    for (int b = 1; b < n; ++b)
        for (int a = 0; a < b; ++a)
            if (reply[funny_pair_id(a, b)] < 0) no_reply.push_back({a, b});
    std::vector<char> in_s(pairs, 1);
    std::vector<std::vector<int>> preimage(n);
    for (int k = 0; k < m; ++k) {
        for (auto& list : preimage) list.clear();
        for (int v = 0; v < n; ++v) preimage[f(k, v)].push_back(v);
        for (const auto& list : preimage)
            for (size_t i = 0; i < list.size(); ++i)
                for (size_t j = i + 1; j < list.size(); ++j) in_s[funny_pair_id(list[i], list[j])] = 0;
        for (const auto& [a, b] : no_reply)
            for (int u : preimage[a])
                for (int v : preimage[b]) in_s[funny_pair_id(u, v)] = 0;
    }
    auto why_not_in_s = [&](int u, int v) {  // for the message
        for (int k = 0; k < m; ++k) {
            if (f(k, u) == f(k, v)) return "Alice's f_" + str(k + 1) + " merges it";
            if (reply[funny_pair_id(f(k, u), f(k, v))] < 0)
                return "Alice's f_" + str(k + 1) + " gives " + pair_text(f(k, u), f(k, v)) + ", where Bob has no reply";
        }
        return std::string("?");
    };
    if (!in_s[funny_pair_id(x, y)]) reject("from the kept pair " + pair_text(x, y) + ", " + why_not_in_s(x, y));
    for (int b = 1; b < n; ++b)
        for (int a = 0; a < b; ++a) {
            const int g = reply[funny_pair_id(a, b)];
            if (g < 0) continue;
            const int c = f(g, a), d = f(g, b);
            auto at = [&] { return "Bob's f_" + str(g + 1) + " at " + pair_text(a, b); };
            if (c == d) reject(at() + " merges it");
            if (!in_s[funny_pair_id(c, d)])
                reject(at() + " gives " + pair_text(c, d) + ", from which " + why_not_in_s(c, d));
        }
}

}  // namespace harness
