# Three captains: a storm and its salvage, brawls won by the target and by the attacker,
# the Corsair bought, sunk by a storm, bought again, and the last two captains sunk.
# expect winner: Bob
# expect cash Bob: 44
# expect cash Ann: 0
# expect status Cy: eliminated
# expect status Ann: eliminated
game long-cours Ann Bob Cy

# Round 1: placement in zones 11, 22, 33 and a first purchase
place Ann Marseille
buy Ann 2                 # 2 M of fruit, Ann keeps 1 M
end Ann
place Bob Londres
buy Bob 3                 # 3 M of wool
end Bob
place Cy "San Francisco"
buy Cy 1                  # 1 M of gold
end Cy

# Round 2
resell Ann 2 dice=typed   # fruit: 3 x 2 = 6 M, Ann 7
move Ann "Le Havre"
buy Ann 2                 # cloth, Ann 5
end Ann
resell Bob 3              # wool: 9 M
move Bob "le havre"
end Bob
storm Cy 11               # Ann and Bob wrecked; Ann's 2 M of cloth piled on Gibraltar
resell Cy 6               # gold: 3 M, Cy 5
end Cy

# Round 3: re-entry first, then salvage
reenter Ann 1 Dakar
move Ann Gibraltar        # takes the pile: 2 M of cloth
end Ann
reenter Bob 1 dice=box "Le Havre"
buy Bob 4                 # cloth, Bob 5
end Bob
move Cy Yokohama
buy Cy 5                  # cloth, Cy 0
end Cy

# Round 4: a brawl the target wins
resell Ann 5              # the salvaged cloth: 6 M, Ann 11
move Ann Marseille
end Ann
move Bob Marseille
brawl Bob Ann 3 5         # Ann answers with 5 and Bob has nothing better: Ann takes Bob's 5 M
end Bob
resell Cy 5               # cloth: 15 M
end Cy

# Round 5: the first auction (first of equal highest bids wins) and a brawl the attacker wins
auction Ann Cy 6 Ann 7 Cy 9 Ann 9
move Ann "Le Havre"
end Ann
resell Bob 5              # cloth: 12 M
move Bob "Le Havre"
brawl Bob Ann 6           # Ann gives up at once: Bob takes her 16 M, Bob 28
end Bob
move Cy Malaisie
corsair-enter Cy 2        # onto Cap Nord
end Cy

# Round 6: a storm sinks the Corsair; the second auction
storm Ann 22
end Ann
auction Bob Bob 6 Cy 6    # equal bids: Bob bid first
move Bob Londres
buy Bob 2
end Bob
move Cy Colombo
buy Cy 6
end Cy

# Round 7
move Ann Marseille
end Ann
resell Bob 3              # wool: 6 M, Bob 26
corsair-enter Bob 4       # onto Cap Horn
end Bob
resell Cy 5               # cloth: 18 M
move Cy Tamatave
end Cy

# Round 8: the Corsair passes Perth and stops on Tamatave: Cy is sunk, his 18 M go to Bob
move Ann "Le Havre"
end Ann
corsair Bob Perth Tamatave
end Bob

# Round 9: Ann sails straight onto the Corsair and is sunk (D-LC-6)
direct Ann Tamatave
