// hdu5165's certificates (tests/certificate_test.cpp checks them for every
// problem): the lies told with them (corruptions_of), and the checker's
// messages on malformed certificates and bad input.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "certificate_support.hpp"
#include "problems.hpp"

namespace {

using namespace certificate_support;

Corruptions corruptions(const harness::FunnyGameCase& game, const Lines& cert) {
    Corruptions out;
    add_common(out, cert, harness::FunnyGame::facts.answers);
    const int m = static_cast<int>(game.functions.size());
    if (words(cert[0])[2] == "YES") {
        if (cert.size() <= 2) return out;  // n = 1
        out.push_back({"dropped entry", without_line(cert, cert.size() - 1, 1, 1)});
        out.push_back({"non-edge move", with_word(cert, 2, 2, std::to_string(m + 1))});
        size_t highest = 2;
        for (size_t i = 2; i < cert.size(); ++i)
            if (number(cert[i], 3) > number(cert[highest], 3)) highest = i;
        if (number(cert[highest], 3) >= 2)
            out.push_back(
                {"rank not decreasing", with_word(cert, highest, 3, std::to_string(number(cert[highest], 3) - 1))});
        return out;
    }
    // NO: Bob's reply to f_1 from the kept pair is needed.
    const int x = static_cast<int>(number(cert[1], 1)), y = static_cast<int>(number(cert[1], 2));
    const int a = game.functions[0][x - 1], b = game.functions[0][y - 1];
    for (size_t i = 3; i < cert.size(); ++i)
        if (std::set<long>{number(cert[i], 0), number(cert[i], 1)} == std::set<long>{a, b})
            out.push_back({"dropped entry", without_line(cert, i, 2, 1)});
    if (cert.size() > 3) out.push_back({"non-edge move", with_word(cert, 3, 2, std::to_string(m + 1))});
    // Keep a pair Alice merges at once, if there is one.
    for (int k = 0; k < m; ++k)
        for (int u = 1; u <= game.n; ++u)
            for (int v = u + 1; v <= game.n; ++v)
                if (game.functions[k][u - 1] == game.functions[k][v - 1] && out.size() < 12)
                    out.push_back({"kept pair Alice wins",
                                   with_word(with_word(cert, 1, 1, std::to_string(u)), 1, 2, std::to_string(v))});
    return out;
}

// CheckerCatchesLies (tests/certificate_test.cpp) tells these lies.
const bool corruptions_set = (corruptions_of<harness::FunnyGameCase> = &corruptions, true);

TEST(CertificateAllProblems, FunnyGameMalformedCertificatesAreRejectedWithOneLine) {
    const std::string input = "1\n2 1\n2 1\n";  // hdu5165: NO
    const std::vector<std::pair<std::string, std::string>> bad = {
        {"", "hdu5165: certificate, test 1: line 1: expected \"test\", found the end of the certificate\n"},
        {"test 2 NO\n", "hdu5165: certificate, test 1: line 1: the test number in 1..1, found \"2\"\n"},
        {"test 1 NO\nkeep 1 2\nbob 5\n1 2 1\n",
         "hdu5165: certificate, test 1: line 3: the number of Bob's pairs in 0..1, found \"5\"\n"},
        {"test 1 NO\nkeep 1 2\nbob 1\n1 2 1\ntest 2 NO\n",
         "hdu5165: certificate, line 5: the end of the certificate after the last test, found \"test\"\n"},
        {"test 1 NO\nkeep 1 2\nbob 1\n1 2\n",
         "hdu5165: certificate, test 1: line 4: expected a function, "
         "found the end of the certificate\n"},
        {"test 1 NO\nkeep 1 2\nbob 1\n1 2 18446744073709551617\n",
         "hdu5165: certificate, test 1: line 4: expected a function, found \"18446744073709551617\"\n"},
        {"\x01\x02\xff", "hdu5165: certificate, test 1: line 1: expected \"test\", found \"\\x01\\x02\\xff\"\n"},
    };
    for (const auto& [certificate, message] : bad) {
        const harness::RunResult checked = run_checker("hdu5165", input, certificate);
        EXPECT_EQ(checked.exit_code, 1) << certificate;
        EXPECT_EQ(checked.err, message);
    }
    EXPECT_EQ(run_checker("hdu5165", input, "test 1 NO\nkeep 1 2\nbob 1\n1 2 1\n").exit_code, 0);
}

TEST(CertificateAllProblems, FunnyGameBadInputIsReportedAsTheJudgeReportsIt) {
    const harness::RunResult checked = run_checker("hdu5165", "3\n2 1\n1 1\n3 1\n1 2 3\n2 1\n1 7\n",
                                                   "test 1 YES\nalice 1\n1 2 1 1\n"
                                                   "test 2 NO\nkeep 1 2\nbob 3\n1 2 1\n1 3 1\n2 3 1\n");
    EXPECT_EQ(checked.exit_code, 1);
    EXPECT_EQ(checked.err, "hdu5165: test 3, line 7: expected f_1(2) in 1..2, found \"7\"\n");
}

}  // namespace
