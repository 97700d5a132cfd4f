// hdu7399's certificates checked (docs/certificates.md says what they hold and
// why each check proves the answer), for check_certificate
// (tools/check_certificate.cpp), which shares no code with explain's solvers.
#include <algorithm>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

#include "certificate_tokens.hpp"
#include "problems/hdu7399/problem.hpp"

namespace harness {

namespace {

// A vertex named u<i> or v<j>, as vertex number i or n + j.
int read_vertex(CertificateTokens& cert, int n, int m, const char* what) {
    const std::string_view token = cert.next();
    const bool gg = !token.empty() && token[0] == 'u';
    long long index = 0;
    if (!(gg || (!token.empty() && token[0] == 'v')) || !CertificateTokens::digits(token.substr(1), 5, index) ||
        index >= (gg ? n : m))
        cert.fail(what + (" (u0..u" + str(n - 1) + " or v0..v" + str(m - 1) + ")"), token);
    return static_cast<int>(gg ? index : n + index);
}

}  // namespace

template <>
void check_certificate_case(const BipartiteGameCase& game, const std::string& answer, CertificateTokens& cert) {
    const int n = game.n, m = game.m, vertices = n + m;
    // Vertices u_i = i, v_j = n + j (problem.hpp: out, head, name).
    auto has_edge = [&](int w, int to) {
        return std::any_of(game.out(w).begin(), game.out(w).end(), [&](int t) { return game.head(w, t) == to; });
    };
    if (answer == harness::kBipartiteGameFacts.answers.no) {
        const std::string kind(cert.next());
        if (kind == "dead") {  // a vertex without out-edge: the game may stop there, or never visit it
            const int w = read_vertex(cert, n, m, "a vertex");
            if (!game.out(w).empty()) reject(game.name(w) + " is not a dead end: it has an out-edge");
            return;
        }
        if (kind != "trap") cert.fail("\"dead\" or \"trap\"", kind);
        // A set Z with w in it and s not: GG's edges from Z stay in Z, and YY
        // has an edge in Z at each of her vertices in Z. After a visit to w
        // the token never reaches s, so w and s are not both visited infinitely often.
        const int w = read_vertex(cert, n, m, "a vertex w"), s = read_vertex(cert, n, m, "a target s");
        const long long size = cert.number(1, vertices, "the size of the trap");
        std::vector<char> in_z(vertices, 0);
        std::vector<int> choice(vertices, -1);
        for (long long i = 0; i < size; ++i) {
            const int z = read_vertex(cert, n, m, "a vertex of the trap");
            if (in_z[z]) reject(game.name(z) + " is listed twice in the trap");
            in_z[z] = 1;
            if (z >= n) choice[z] = read_vertex(cert, n, m, "YY's move");
        }
        if (!in_z[w]) reject("the trap does not hold its vertex " + game.name(w));
        if (in_z[s]) reject("the trap holds its target " + game.name(s));
        for (int z = 0; z < vertices; ++z) {
            if (!in_z[z]) continue;
            if (z < n) {
                for (int t : game.out(z))
                    if (!in_z[game.head(z, t)])
                        reject("GG leaves the trap along " + game.name(z) + " -> " + game.name(game.head(z, t)));
            } else if (!has_edge(z, choice[z]) || !in_z[choice[z]]) {
                reject("YY's move " + game.name(z) + " -> " + game.name(choice[z]) +
                       (in_z[choice[z]] ? " is not an edge" : " leaves the trap"));
            }
        }
        return;
    }
    // Yes: one reach section per vertex t, in order. Its entries with ranks
    // show that GG forces the token from each of them to t (rank 0): GG's move
    // leads to a smaller rank, every YY edge does. t is settled (GG forces the
    // token to t from every vertex) if the section holds every vertex, or a
    // vertex settled before (force the token there, then on to t).
    std::vector<char> settled(vertices, 0);
    std::vector<int> section_of(vertices, -1), move(vertices, -1), members;
    std::vector<long long> rank(vertices, 0);
    for (int section = 0; section < vertices; ++section) {
        cert.word("reach");
        const int t = read_vertex(cert, n, m, "a target");
        if (settled[t]) reject("target " + game.name(t) + " is reached a second time");
        const long long size = cert.number(0, vertices - 1, "the number of entries");
        section_of[t] = section, rank[t] = 0;
        members.clear();
        bool through_settled = false;
        for (long long i = 0; i < size; ++i) {
            const int w = read_vertex(cert, n, m, "a vertex");
            if (section_of[w] == section) reject("reach " + game.name(t) + ": " + game.name(w) + " is listed twice");
            section_of[w] = section;
            rank[w] = cert.number(1, 1000000000, "a rank");
            if (w < n) move[w] = read_vertex(cert, n, m, "GG's move");
            members.push_back(w);
            through_settled = through_settled || settled[w];
        }
        for (int w : members) {
            auto fail = [&](const std::string& what) {
                reject("reach " + game.name(t) + ": " + game.name(w) + " (rank " + str(rank[w]) + "): " + what);
            };
            auto closer = [&](int to) { return section_of[to] == section && rank[to] < rank[w]; };
            if (w < n && !has_edge(w, move[w])) fail("GG's move to " + game.name(move[w]) + " is not an edge");
            if (w < n && !closer(move[w])) fail("GG's move to " + game.name(move[w]) + " does not lead closer");
            if (w >= n && game.out(w).empty()) fail("YY's vertex has no edge");
            for (size_t i = 0; w >= n && i < game.out(w).size(); ++i)
                if (!closer(game.head(w, game.out(w)[i])))
                    fail("YY's edge to " + game.name(game.head(w, game.out(w)[i])) + " does not lead closer");
        }
        if (size < vertices - 1 && !through_settled)
            reject("reach " + game.name(t) + " holds neither every vertex nor a vertex reached before");
        settled[t] = 1;
    }
}

}  // namespace harness
