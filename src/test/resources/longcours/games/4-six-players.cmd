# Six captains (36 cards, 6 each): a storm and its re-entry, the salvage of the pile, an auction with no bid
# and one sold, a brawl the defender wins, then the Corsair sinks the five others one after the other.
# expect winner: Ann
# expect cash Ann: 45
# expect status Bob: eliminated
# expect status Cy: eliminated
# expect status Dee: eliminated
# expect status Eve: eliminated
# expect status Fay: eliminated
game long-cours Ann Bob Cy Dee Eve Fay

place Ann Marseille
buy Ann 3                 # fruit, Ann 0
end Ann
place Bob Londres
buy Bob 2                 # wool, Bob 1
end Bob
place Cy Yokohama
buy Cy 1                  # cloth, Cy 2
end Cy
place Dee Valparaiso
buy Dee 3                 # cereals, Dee 0
end Dee
place Eve Perth
buy Eve 2                 # gold, Eve 1
end Eve
place Fay Montréal        # no purchase, Fay 3
end Fay

# Round 2: a storm on zone 44 wrecks Dee; she comes back and salvages her own cereals
resell Ann 2              # fruit: 9 M
end Ann
resell Bob 3              # wool: 6 M, Bob 7
auction Bob               # nobody bids
end Bob
storm Cy 44               # Dee's 3 M of cereals go to Cap Horn
end Cy
reenter Dee 4 dice=typed "Rio de Janeiro"
move Dee "Cap Horn"       # and takes them back
end Dee
resell Eve 6              # gold: 6 M, Eve 7
end Eve
resell Fay 1              # Fay holds no cereals: nothing happens
end Fay

# Round 3: Ann buys the Corsair; Eve picks a brawl with Cy and loses
auction Ann Bob 6 Ann 7 Eve 7 Ann 8
end Ann                   # Ann 1
move Bob "Le Havre"
buy Bob 2                 # cloth, Bob 5
end Bob
end Cy
resell Dee 1              # cereals: 9 M
end Dee
direct Eve Yokohama
brawl Eve Cy 5 7          # Cy played last: Eve's 7 M go to Cy, 9
end Eve
move Fay "New York"
buy Fay 3                 # cereals, Fay 0
end Fay

# Round 4: the Corsair enters at Cap Nord
corsair-enter Ann 2
end Ann
resell Bob 5              # cloth: 6 M, Bob 11
end Bob
resell Cy 5               # cloth: 3 M, Cy 12
end Cy
move Dee Perth
end Dee
move Eve Vladivostok
end Eve
resell Fay 1              # cereals: 9 M
end Fay

# Round 5: Bob sunk at Le Havre, his 11 M to Ann
corsair Ann Londres "Le Havre"
end Ann
move Cy "San Francisco"
buy Cy 4                  # gold, Cy 8
end Cy
buy Dee 5                 # gold, Dee 4
end Dee
end Eve
move Fay Gibraltar
end Fay

# Round 6: Dee sunk at Perth with her gold
corsair Ann Dakar Tamatave Perth
end Ann
resell Cy 6               # gold: 12 M, Cy 20
end Cy
end Eve
move Fay Dakar
end Fay

# Round 7: Eve sunk at Vladivostok, no cash
corsair Ann Malaisie Yokohama Vladivostok
end Ann
move Cy "Iles Aléoutiennes"
end Cy
move Fay "Rio de Janeiro"
end Fay

# Round 8: Cy sunk with 20 M
corsair Ann "Iles Aléoutiennes" "San Francisco" Panama
end Ann
end Fay

# Round 9: Fay sunk with 9 M; Ann is the last captain
corsair Ann Valparaiso "Cap Horn" "Rio de Janeiro"
