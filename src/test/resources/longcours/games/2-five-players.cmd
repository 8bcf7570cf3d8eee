# Five captains (35 cards, 7 each): a storm on a wreck site and the owner's salvage, the Corsair sinking
# a ship that sails onto it and three more on its moves, two in one turn.
# expect winner: Ann
# expect cash Ann: 14
# expect status Bob: eliminated
# expect status Eve: eliminated
game long-cours Ann Bob Cy Dee Eve

place Ann Dakar
buy Ann 3                 # wood
end Ann
place Bob Hambourg
buy Bob 1                 # cereals
end Bob
place Cy Vladivostok      # no purchase
end Cy
place Dee Valparaiso
buy Dee 2                 # cereals
end Dee
place Eve Perth
buy Eve 3                 # gold
end Eve

# Round 2: everyone tries to resell
resell Ann 4              # wood: 9 M
end Ann
resell Bob 1              # cereals: 3 M, Bob 5
end Bob
resell Cy 1               # Cy holds no cereals: nothing happens
end Cy
resell Dee 1              # cereals: 6 M, Dee 7
end Dee
resell Eve 6              # gold: 9 M
end Eve

# Round 3: the auction
auction Ann Ann 6 Eve 7 Dee 7 Ann 8
end Ann
move Bob Arkhangelsk
buy Bob 5                 # wood
end Bob
move Cy "iles aleoutiennes"
end Cy
move Dee Panama
end Dee
buy Eve 4                 # gold, Eve 5
move Eve Malaisie
end Eve

# Round 4: the Corsair enters where Cy is and sinks nobody; Bob sails onto it and is sunk
corsair-enter Ann 3
end Ann
move Bob "Iles Aléoutiennes"
move Cy Vladivostok
end Cy
storm Dee 55              # Eve, on the Malaisie wreck site, is wrecked; her gold lies there
end Dee
reenter Eve 5 Colombo
move Eve Malaisie         # and she takes it back
end Eve

# Round 5: the Corsair sinks Cy at Vladivostok and Eve at Malaisie in one turn
corsair Ann Vladivostok Yokohama Malaisie
end Ann
end Dee

# Round 6
corsair Ann Perth "Cap Horn" Valparaiso
end Ann
move Dee Carthagène
buy Dee 2
end Dee

# Round 7
corsair Ann Panama Carthagene
