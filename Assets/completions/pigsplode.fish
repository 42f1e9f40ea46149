function __pigsplode_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __pigsplode_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __pigsplode_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __pigsplode_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __pigsplode_parse_tokens -S
    set -l unparsed_tokens (__pigsplode_tokens -pc)
    switch $unparsed_tokens[1]
    case 'pigsplode'
        __pigsplode_parse_subcommand 0 'pigs=' 'seed=' 'ascii' 'floor' 'cell-size=' 'scene=' 'scene-file=' 'debug' 'debug-interval=' 'threads=' 'config=' 'no-config' 'no-ascii' 'no-floor' 'no-debug' 'headless' 'script=' 'size=' 'record=' 'overwrite' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'help'
            __pigsplode_parse_subcommand -r 1 'version'
        end
    end
end

function __pigsplode_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __pigsplode_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __pigsplode_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __pigsplode_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__pigsplode_tokens -p)
    if test -z "$(__pigsplode_tokens -t)"
        set -l index (count (__pigsplode_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'pigsplode' -f
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" pigs' -l 'pigs' -d 'Pigs per click (1-500; default 12).' -rfka ''
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" seed' -l 'seed' -d 'Seed for the explosions\' randomness; the same seed gives the same explosions (default 1).' -rfka ''
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" ascii' -l 'ascii' -d 'Draw ASCII pigs even where the terminal can show emoji.'
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" floor' -l 'floor' -d 'Start with a floor, so pigs land, collide and pile up (f toggles it).'
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" cell-size' -l 'cell-size' -d 'Points per terminal cell, as WIDTHxHEIGHT (each 1-256; default 8x16).' -rfka ''
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" scene' -l 'scene' -d 'The scene to start in: explosion, fields, tour, proxy, stacks, sandbox (default explosion).' -rfka 'explosion fields tour proxy stacks sandbox'
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" scene-file' -l 'scene-file' -d 'Open a scene file in the sandbox: a path, or a shipped scene (cradle, pyramid, dominoes, pendulum-wave, catapult).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" debug' -l 'debug' -d 'Start with the debug overlay on (d toggles it).'
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" debug-interval' -l 'debug-interval' -d 'Redraw the debug overlay every N frames (1-600; default 1).' -rfka ''
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" threads' -l 'threads' -d 'Threads sharing the contact solver (1-64; default 1); any count moves the same.' -rfka ''
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" config' -l 'config' -d 'Read settings from FILE instead of $XDG_CONFIG_HOME/pigsplode/config.toml (see FILES).' -rfa '(for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.\'toml\';printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" no-config' -l 'no-config' -d 'Read no config file: the built-in defaults and the flags only.'
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" no-ascii' -l 'no-ascii' -d 'Draw emoji where the terminal can, even if the config file says ascii = true.'
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" no-floor' -l 'no-floor' -d 'Start without a floor, even if the config file says floor = true.'
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" no-debug' -l 'no-debug' -d 'Start with the debug overlay off, even if the config file says debug = true.'
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" headless' -l 'headless' -d 'Run without a terminal: play --script on a simulated clock and print the frames it asks for.'
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" script' -l 'script' -d 'The headless script: a file, or - to read standard input.' -rfka ''
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" size' -l 'size' -d 'Headless screen size as COLSxROWS (each 1-1000; default 80x24).' -rfka ''
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" record' -l 'record' -d 'Record the session as an asciicast v2 file (headless: on simulated time).' -rfka ''
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" overwrite' -l 'overwrite' -d 'Let --record and the script\'s snapshot and save replace files that exist (never through a symbolic link, never a file being read).'
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" version' -l 'version' -d 'Show the version.'
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_positional "pigsplode" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'pigsplode' -n '__pigsplode_should_offer_completions_for_flags_or_options "pigsplode help" version' -l 'version' -d 'Show the version.'
