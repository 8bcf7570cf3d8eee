game counter Ann Bob
add Ann 3
take Ann 1
roll Ann 4 dice=typed
secret Bob 7
end Ann 0
