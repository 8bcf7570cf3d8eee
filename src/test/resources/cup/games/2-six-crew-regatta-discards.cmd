# Six crews, five races, one discard (A2). Low-point scoring: 1st 1 point, 2nd 2 ... (A4); a code scores
# entries + 1 = 7 (A5.2); Cid and Dan tied for third in race 2 share 3.5 each (A7).
game cup-regatta discards=1 Ann Bob Cid Dan Eve Fay
race Ann Bob Cid Dan Eve Fay
race Bob Ann Cid+Dan Eve Fay=DNF
race Cid Ann Bob Fay Dan Eve=OCS
# race 4 entered wrong, then corrected: Cid won it
race Ann Cid Bob Dan Fay Eve
correct-race 4 Cid Ann Bob Dan Fay Eve
race Bob Cid Ann Eve Dan Fay=DSQ

# Ann, Bob and Cid all net 7. A8.1 (best to worst, discards left out): Bob and Cid 1,1,2,3 beat Ann 1,2,2,2.
# Bob and Cid still tied: A8.2, the last race: Bob 1st, Cid 2nd.
# expect series Bob: 1 net=7 total=10 A8.2 discarded=3
# expect series Cid: 2 net=7 total=10.5 A8.2 discarded=2
# expect series Ann: 3 net=7 total=10 A8.1 discarded=5
# expect series Dan: 4 net=16.5 total=21.5 net discarded=3
# expect series Eve: 5 net=20 total=27 net discarded=3
# expect series Fay: 6 net=22 total=29 net discarded=2
