// judge --check-sandbox: how this machine contains the programs the judge
// runs, and a trial run that does what a contained program must not.
#pragma once

namespace judge_tool {

// Prints what holds here, a line each; 0 when programs are contained, 1 when not.
int check_sandbox(long process_limit);

}  // namespace judge_tool
