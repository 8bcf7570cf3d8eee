# The evening of 1-seven-crews-bye-withdrawal-sail-off.cmd by the newest rules (a plain command file is read by
# them): Gus, who withdrew after round 3, keeps his place by his points (C10.5(a)) and shares sixth with Fay;
# the second sail-off among Bob, Cid and Dan ends once Bob is 2-0: Cid - Dan could change nothing.
game cup-tournament final=2 event="Spring Cup" date=2026-05-16 Ann Bob Cid Dan Eve Fay Gus

result Bob Gus
result Cid Fay
result Dan Eve
result Dan Fay
result Cid Gus
result Ann Bob
result Ann Cid
result Gus Dan
result Fay Eve
correct Eve Fay
withdraw Gus
result Ann Dan
result Bob Cid
result Dan Bob
result Ann Eve
result Ann Fay
result Bob Eve
result Cid Dan
result Eve Cid
result Fay Bob

sail-off Bob Cid
sail-off Cid Dan
sail-off Dan Bob
# tied again: asked for again, and over once Bob has beaten both
sail-off Bob Cid
sail-off Bob Dan

final Bob Ann
final Ann Bob
final Ann Bob

# expect cup: Ann
# expect place Ann: 1 points
# expect place Bob: 2 sail-off
# expect place Cid: 3 shared
# expect place Dan: 3 shared
# expect place Eve: 5 points
# expect place Fay: 6 shared
# expect place Gus: 6 shared
