# A whole Pistes race on the program's own event table (a reconstruction, D-PI-1).
game pistes Anne Bruno Chloé

# Equipment before the first stage (PI-SET-2)
equip Anne spare-wheel 2
equip Anne fuel
equip anne carburettor          # 1000 - 200 - 80 - 250 = 470 left
equip Bruno "roue de secours"
equip Bruno essence 3
equip Chloe electrical 2

# Round 1
drive Anne R19 J11 B14 3 4      # 171 points, 2 changes, row 7, column 9: puncture, spare wheel used
drive Bruno B30 J10 6 5         # 190 points, 1 change, row 8, column 12: minor accident, misses next turn
drive Chloé R20 1 2             # 60 points, row 3, column 3: no damage

# Round 2: Bruno is skipped
drive Anne R40 J20 2 2          # 200 points, 1 change, row 8, column 5: no damage
drive Chloe J30 2 1 dice=typed  # 120 points, row 6, column 3: no damage

# Round 3
drive Anne R30 4 4              # 90 points, row 4, column 8: no damage
arrive Anne
drive Bruno R30 J20 changes=0 1 1   # 170 points, row 7, column 2: no damage
drive Chloé B40 5 6             # 200 points, row 8, column 11: carburettor, none on the sheet: half distance

# Round 4
drive Bruno R60 3 3             # 180 points, row 8, column 6: no damage
arrive Bruno
pass Chloé

# Round 5
drive Chloé R40 1 3             # 120 points, row 6, column 4
arrive Chloe
