// What each problem's play.cpp shares besides the retrograde engine
// (attractor.hpp): the choice of the perfect reply, the limit of what it
// plays, and reading numbers out of position texts.
#pragma once

#include <string>
#include <vector>

#include "attractor.hpp"
#include "play.hpp"

namespace harness::play_detail {

// "Alice makes ... within 5 moves", counted.
std::string moves_text(long long moves);

// The index of the perfect move for `mover`: the winner's fastest (fewest
// moves left toward the goal), the loser's longest (an endless game first,
// then the most moves left); -1 without moves. Marks it, and every move as
// good, perfect.
int perfect_reply(const std::string& mover, std::vector<PlayMove>& moves);

// The view of a text that is not a position of the game: its error, with
// an example of one ("B1,2: Bob to move, Bob on 1, Alice on 2").
PlayView not_a_position(const std::string& text, const std::string& example);

// Whether a game of `count` `units` is past `limit`, the most this page
// plays; if so, too_big says so: "the graph has 1200000 edges, more than
// this page plays (1000000)", `what` being "the graph".
bool too_big_to_play(const std::string& what, long long count, const char* units, long long limit,
                     std::string& too_big);

// The numbers of a text such as "3,5" or " 1 2 2": true when it is only
// numbers (1 to 9 digits each) and `separators` around them, at least one.
bool read_numbers(const std::string& text, const char* separators, std::vector<long long>& numbers);

}  // namespace harness::play_detail
