# Six crews, the round robin ended after three of its five rounds (C10.3): places follow the average points per
# match sailed; every crew sailed at least a third of its matches, so the round robin stands. A winner is
# disqualified afterwards (C10.5(b)): neither crew scores that match. Ann and Cid tie on average (2 of 3) and
# Cid beat Ann (C11.1(a)): Cid is first. The final is sailed between them.
game cup-tournament Ann Bob Cid Dan Eve Fay
# round 1: Ann-Fay Bob-Eve Cid-Dan
result Ann Fay
result Bob Eve
result Cid Dan
# round 2: Fay-Dan Eve-Cid Ann-Bob
result Dan Fay
result Cid Eve dsq=Cid
result Ann Bob
# round 3: Bob-Fay Cid-Ann Dan-Eve
result Fay Bob
result Cid Ann
end-round-robin
final Ann Cid

# expect cup: Ann
# expect place Cid: 1 C11.1(a)
# expect place Ann: 2 C11.1(a)
# expect place Dan: 3 average
# expect place Fay: 4 C11.1(a)
# expect place Bob: 5 C11.1(a)
# expect place Eve: 6 average
