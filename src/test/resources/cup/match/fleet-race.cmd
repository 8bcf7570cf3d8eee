# A fleet race of four, basic rules, one leg each way: a disqualification, a retirement, two finishers.
game cup-match legs=1 Ann Bob Cid Dan
card Ann 2 green
card Bob 3 green
dsq Cid
card Dan 2 green
retire Dan
card Ann 5 green
card Bob 4 green
round Ann
round Bob
card Ann 9
card Bob 8
finish Ann
finish Bob
