# An advanced match, one leg each way, sailed to the finish at the board.
game cup-match legs=1 advanced Ann Bob
posts Ann 1 2 3
posts Bob 4 5 6
# the start procedure: five manoeuvres, one tie redrawn
start-card Ann 4
start-card Bob 4
start-card Ann 5
start-card Bob 2
start-card Ann 3
start-card Bob 4
start-card Ann 2
start-card Bob 3
start-card Ann 4
start-card Bob 5
start-card Ann 3
start-card Bob 2
penalty Bob
starts-first Bob
# Bob's first turn is missed (AC-START-3): Ann plays
card Ann 2 green 1 7 8
pivot Ann 1
card Bob 2 green 4 5 8
card Ann 3 green 6 7 8
tack Bob
card Bob 2 red 1 2 3
cover Ann leeward
card Ann 5 green 6 7 8
card Bob 3 red 6 7 8
discard Ann
round Bob
card Bob 6 4 7 8
card Ann 2 green 2 7 8
round Ann
card Bob 5 1 2 3
card Ann 8 1 5 6
finish Ann
