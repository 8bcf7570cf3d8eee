# Short game for four (28 cards, 7 each; brawl cards 1 and 2 out): brawls, a Direct move, the Corsair.
# expect winner: Bob
# expect cash Bob: 22
# expect status Cy: eliminated
# expect status Dee: eliminated
game long-cours short Ann Bob Cy Dee

place Ann "Le Havre"
buy Ann 3
end Ann
place Bob Londres
buy Bob 3
end Bob
place Cy Yokohama
buy Cy 2
end Cy
place Dee "Buenos Aires"
buy Dee 3
end Dee

# Round 2
resell Ann 5              # cloth: 9 M
move Ann Londres
end Ann
resell Bob 3              # wool: 9 M
brawl Bob Ann 4 8 9       # Bob 4, Ann 8, Bob 9: Bob wins Ann's 9 M, Bob 18
end Bob
resell Cy 5               # cloth: 6 M, Cy 7
direct Cy Londres
brawl Cy Bob 3 10         # Bob answers 10: Bob wins Cy's 7 M, Bob 25
end Cy
resell Dee 3              # wool: 9 M
end Dee

# Round 3
end Ann
auction Bob Dee 6 Bob 12 Dee 9
end Bob
end Cy
end Dee

# Round 4
end Ann
corsair-enter Bob 2       # Cap Nord, next to Londres
end Bob
end Cy
end Dee

# Round 5: Ann and Cy sunk together at Londres
end Ann
corsair Bob Londres
end Bob
move Dee Valparaiso
end Dee

# Round 6
corsair Bob Montréal Panama Valparaiso
