# cmake -DEMCMAKE=... -DSOURCE=... -DBUILD=... -P build_page.cmake: the
# page's two build commands (README, "Play in the browser"), for ctest.
execute_process(COMMAND ${EMCMAKE} cmake -S ${SOURCE} -B ${BUILD} RESULT_VARIABLE configured OUTPUT_QUIET)
if(NOT configured EQUAL 0)
  message(FATAL_ERROR "emcmake cmake -S ${SOURCE} -B ${BUILD} failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD} --target web -j2 RESULT_VARIABLE built)
if(NOT built EQUAL 0)
  message(FATAL_ERROR "cmake --build ${BUILD} --target web failed")
endif()
