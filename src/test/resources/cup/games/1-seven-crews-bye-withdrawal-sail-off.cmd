# Seven crews: a bye every round (Berger tables for 8, the dummy is number 8).
# Gus withdraws after round 3: his three results stand (C10.2), his other matches are not sailed.
# Bob, Cid and Dan finish level on 3 points and beat each other in a ring, so C11.1(a) leaves them tied for
# the second finalist place: the program asks for a mini round robin, which ties again and is asked for again.
# Scored by the first rules (rules=1): Gus, who withdrew, is listed last and the second sail-off is sailed to
# its end; 4-rules-2-withdrawal-placed-sail-off-decided.cmd is the same evening by the newest rules.
game cup-tournament rules=1 final=2 Ann Bob Cid Dan Eve Fay Gus

# round 1 (Ann has the bye)
result Bob Gus
result Cid Fay
result Dan Eve
# round 2 (Eve has the bye)
result Dan Fay
result Cid Gus
result Ann Bob
# round 3 (Bob has the bye); Fay's win over Eve is corrected: Eve had crossed first
result Ann Cid
result Gus Dan
result Fay Eve
correct Eve Fay
withdraw Gus
# round 4
result Ann Dan
result Bob Cid
# round 5
result Dan Bob
result Ann Eve
# round 6
result Ann Fay
result Bob Eve
result Cid Dan
# round 7
result Eve Cid
result Fay Bob

# Bob, Cid, Dan: 3 points each, one win each among themselves -> sail-off (mini round robin)
sail-off Bob Cid
sail-off Cid Dan
sail-off Dan Bob
# tied again: asked for again
sail-off Bob Cid
sail-off Bob Dan
sail-off Cid Dan

# the final, first to two wins
final Bob Ann
final Ann Bob
final Ann Bob

# expect cup: Ann
# expect place Ann: 1 points
# expect place Bob: 2 sail-off
# expect place Cid: 3 sail-off
# expect place Dan: 4 sail-off
# expect place Eve: 5 points
# expect place Fay: 6 points
# expect place Gus: 7 withdrawn
